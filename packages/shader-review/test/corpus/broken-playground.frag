// A playground shader with two mistakes.
float ring(vec2 p, float r) {
  return abs(length(p) - r);
}
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
  vec2 uv = (fragCoord - 0.5 * iResolution.xy) / iResolution.y;
  float d = ring(uv, 0.3, 0.1);
  fragColor = vec4(vec3(smoothstep(0.01, 0.0, d)), alpha);
}
