// Nine-tap horizontal Gaussian blur, WebGL 1 (GLSL ES 1.00).
precision mediump float;

uniform sampler2D uImage;
uniform vec2 uTexelSize;
varying vec2 vUv;

const int TAPS = 9;

void main() {
  float weights[9];
  weights[0] = 0.016; weights[1] = 0.054; weights[2] = 0.122; weights[3] = 0.195; weights[4] = 0.227;
  weights[5] = 0.195; weights[6] = 0.122; weights[7] = 0.054; weights[8] = 0.016;
  vec4 sum = vec4(0.0);
  for (int i = 0; i < TAPS; i++) {
    vec2 offset = vec2(float(i - 4) * uTexelSize.x, 0.0);
    sum += texture2D(uImage, vUv + offset) * weights[i];
  }
  gl_FragColor = sum;
}
