uniform sampler2D uImage;
uniform int uSteps;
varying vec2 vUv;
void main() {
  vec4 sum = vec4(0.0);
  for (int i = 0; i < uSteps; i++) {
    sum += texture2D(uImage, vUv + vec2(float(i) * 0.01, 0.0));
  }
  vec4 first = texture2D(uImage, vUv);
  vec4 dependent = texture2D(uImage, first.xy);
  float x;
  float fade;
  sum *= fade;
  if (vUv.x > 0.5) {
    x = dFdx(vUv.x);
  }
  gl_FragColor = sum / float(uSteps) + dependent * x;
}
