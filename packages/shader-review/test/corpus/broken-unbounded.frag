precision highp float;
uniform vec3 uLight;
varying vec3 vPosition;
void main() {
  float t = 0.0;
  while (true) {
    t += 0.1;
    if (t > 1.0) break;
  }
  vec3 l = normalize(uLight - vPosition);
  float falloff = 1.0 / length(uLight - vPosition);
  gl_FragColor = vec4(l * falloff * t, 1.0);
}
