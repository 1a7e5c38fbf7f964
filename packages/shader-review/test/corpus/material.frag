// A rim-lit, scrolling-stripe material for the web 3D library's ShaderMaterial.
uniform float uTime;
uniform vec3 uColor;
uniform sampler2D uStripes;
varying vec2 vUv;
varying vec3 vNormal;
varying vec3 vViewPosition;

void main() {
  vec3 viewDir = normalize(vViewPosition);
  float rim = 1.0 - max(dot(normalize(vNormal), viewDir), 0.0);
  vec4 stripes = texture2D(uStripes, vec2(vUv.x, vUv.y + uTime * 0.1));
  vec3 colour = uColor * stripes.rgb + vec3(pow(rim, 3.0));
  gl_FragColor = vec4(colour, 1.0);
}
