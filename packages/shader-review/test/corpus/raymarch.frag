// Sphere-traced spheres over a plane, playground style (GLSL ES 3.00 host).
#define MAX_STEPS 64
#define MAX_DIST 40.0
#define SURF_EPS 0.001

float sdSphere(vec3 p, float r) { return length(p) - r; }

float scene(vec3 p) {
  vec3 q = p;
  q.xz = mod(q.xz + 2.0, 4.0) - 2.0;
  float spheres = sdSphere(q - vec3(0.0, 1.0, 0.0), 1.0);
  float plane = p.y;
  return min(spheres, plane);
}

vec3 normalAt(vec3 p) {
  vec2 e = vec2(SURF_EPS, 0.0);
  return normalize(vec3(scene(p + e.xyy) - scene(p - e.xyy),
                        scene(p + e.yxy) - scene(p - e.yxy),
                        scene(p + e.yyx) - scene(p - e.yyx)));
}

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
  vec2 uv = (2.0 * fragCoord - iResolution.xy) / iResolution.y;
  vec3 ro = vec3(0.0, 2.0, -5.0 + iTime);
  vec3 rd = normalize(vec3(uv, 1.5));
  float t = 0.0;
  for (int i = 0; i < MAX_STEPS; i++) {
    float d = scene(ro + rd * t);
    if (d < SURF_EPS || t > MAX_DIST) break;
    t += d;
  }
  vec3 colour = vec3(0.6, 0.75, 0.9);
  if (t < MAX_DIST) {
    vec3 n = normalAt(ro + rd * t);
    vec3 light = normalize(vec3(0.5, 1.0, -0.3));
    colour = vec3(0.9, 0.6, 0.4) * max(dot(n, light), 0.0);
  }
  fragColor = vec4(pow(colour, vec3(0.4545)), 1.0);
}
