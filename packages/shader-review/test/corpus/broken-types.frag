precision mediump float;
uniform vec2 uResolution;
varying vec2 vUv;
#define SCALE 2.0
#ifdef GL_ES
float weight(vec2 p) { return length(p) * SCALE; }
#else
float weight(vec2 p) { return p; }
#endif
void main() {
  float w = weight(vUv);
  vec3 colour = vec3(w, 1);
  float count = 3;
  gl_FragColor = vec4(colour * missing, 1.0);
}
