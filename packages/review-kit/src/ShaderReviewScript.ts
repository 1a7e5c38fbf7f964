/**
 * The shader review app's part for the scripted model (`VOUCH_SCRIPTED_MODEL=on`): a
 * deterministic reply per lane built from the request (task, target, the facts' GX ids
 * and cost line, the shader), valid against every validator, so every flow runs
 * offline. Directives anywhere in the input (in `symptom`, say) ask for bad replies:
 *
 * - `[[review:break]]`: every attempt breaks an invariant (coverage_check is emptied and
 *   the checks reversed);
 * - `[[review:break-once]]`: the first attempt breaks it, the reformat retry passes;
 * - `[[review:lie-ready]]`: diagnose claims `repair.ready` with a patched source that
 *   does not compile;
 * - `[[review:break-port]]`: the port's vertex shader does not write the interpolant the
 *   fragment reads, and the host glue is not JavaScript;
 * - `[[review:slow]]`: explain's reply is long (with the scripted model's own `[[slow]]`,
 *   25 ms between deltas, it runs long enough to be cancelled).
 *
 * @since 0.1.0
 */
import type { ModelProvider, ScriptedProvider } from "@vouch/models"
import { GlslReader, Prompts, ShaderReview } from "@vouch/shader-review"

/**
 * What the player reads back from a shader review prompt.
 *
 * @category models
 * @since 0.1.0
 */
export interface Request {
  readonly task: string
  readonly target: string
  readonly facts: string | undefined
  readonly shader: string
  readonly retry: boolean
  readonly directives: ReadonlySet<string>
}

const blockOf = (message: string, name: string): string | undefined => {
  const start = message.indexOf(`\n\n${name}:\n<<<\n`)
  if (start < 0) return undefined
  const from = start + name.length + 8
  const end = message.indexOf("\n>>>\n\n", from)
  return end < 0 ? undefined : message.slice(from, end)
}

/**
 * Reads a shader review prompt's user message back; none when the request is not one.
 *
 * @category parsing
 * @since 0.1.0
 */
export const read = (request: ModelProvider.Request): Request | undefined => {
  if (!request.system?.startsWith(Prompts.opening)) return undefined
  const message = request.messages.at(-1)?.content ?? ""
  const task = JSON.parse(/^TASK: (.*)$/m.exec(message)?.[1] ?? '""') as string
  const target = JSON.parse(/^TARGET: (.*)$/m.exec(message)?.[1] ?? '""') as string
  const facts = blockOf(message, "FACTS")
  return {
    task,
    target,
    facts: facts === undefined || facts.startsWith("(none sent") ? undefined : facts,
    shader: blockOf(message, "SHADER") ?? "",
    retry: message.includes("\n\nRETRY NOTE:\n<<<\n"),
    directives: new Set([...message.matchAll(/\[\[review:([a-z-]+)\]\]/g)].map((match) => match[1]!))
  }
}

/**
 * The lane a request is answered in: its task, or the routing rule's closest lane.
 *
 * @category constructors
 * @since 0.1.0
 */
export const laneOf = (task: string): ShaderReview.Lane => {
  if (ShaderReview.isLane(task)) return task
  if (/error|compile|broken|black|crash/i.test(task)) return "diagnose"
  if (/fps|frame|slow|fast|cost|perf/i.test(task)) return "optimize"
  if (/port|engine|three|unity|godot|host/i.test(task)) return "port"
  return "explain"
}

const portFragment = `uniform float uTime;
uniform vec2 uResolution;
varying vec2 vUv;
void main() {
  vec3 colour = 0.5 + 0.5 * cos(uTime + vUv.xyx + vec3(0.0, 2.0, 4.0));
  gl_FragColor = vec4(colour, 1.0);
}`

const portVertex = `varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}`

const hostGlue = `const material = new THREE.ShaderMaterial({
  uniforms: { uTime: { value: 0 }, uResolution: { value: new THREE.Vector2(1, 1) } },
  vertexShader,
  fragmentShader
})
renderer.setAnimationLoop((time) => {
  material.uniforms.uTime.value = time / 1000
})`

/**
 * The reply object for a request: valid for its lane unless a directive says otherwise.
 *
 * @category constructors
 * @since 0.1.0
 */
export const reviewOf = (request: Request): ShaderReview.ShaderReviewOutput => {
  const lane = laneOf(request.task)
  const breaks = request.directives.has("break") || (request.directives.has("break-once") && !request.retry)
  const ids = GlslReader.flagIds(request.facts)
  const compileErrors = ids.includes("GX-001")
  const measured = request.facts !== undefined && !GlslReader.unreadable(request.facts)
  const routed = ShaderReview.isLane(request.task) ? "" : `Answered as ${lane}: the task was not a lane. `
  const findings: Array<ShaderReview.ShaderReviewOutput["findings"][number]> = compileErrors
    ? [
        {
          id: "SD-001",
          severity: "critical",
          title: "The shader does not compile",
          where: "see the compiler diagnostics in the facts",
          why: "The compiler reported errors.",
          fix: "Fix the reported lines.",
          snippet: ""
        }
      ]
    : []
  const names = ShaderReview.checkNames[lane]
  const checks = names.map((name, index) =>
    index === 0 && compileErrors
      ? { name, status: "fail" as const, note: "The compiler reported errors. See SD-001." }
      : { name, status: "pass" as const, note: "Nothing to report." }
  )
  const common = {
    lane,
    shader_name: "Scripted shader",
    headline: `A deterministic ${lane} review.`,
    overview: `${routed}This is the scripted model's ${lane} review. ${measured ? "It read the facts sent." : "There were no measured facts."}`,
    checks: breaks ? [...checks].reverse() : checks,
    findings,
    coverage_check: breaks ? [] : ids.map((flag) => ({ flag, handled: true, note: `${flag} was read.` })),
    next_steps: ["Read the review."]
  }
  const lines = request.shader.split("\n")
  let last = lines.length
  while (last > 1 && lines[last - 1]!.trim() === "") last--
  switch (lane) {
    case "diagnose": {
      const lie = request.directives.has("lie-ready")
      return {
        ...common,
        verdict: compileErrors ? "broken" : "compiles",
        repair: {
          ready: lie || !compileErrors,
          fixes: [],
          patched_source: lie ? `${request.shader}\nfloat broken = ;` : request.shader,
          still_open: compileErrors ? ["The compiler errors."] : [],
          note: ""
        }
      }
    }
    case "explain": {
      const middle = Math.max(1, Math.floor(last / 2))
      const sections =
        last > 1
          ? [
              { lines: `1-${middle}`, title: "Set-up", what: "Declarations.", math: "" },
              { lines: `${middle + 1}-${last}`, title: "Body", what: "The work.", math: "" }
            ]
          : [{ lines: "1-1", title: "All", what: "The whole shader.", math: "" }]
      return {
        ...common,
        verdict: "clear",
        walkthrough: {
          technique: "fragment colouring",
          one_liner: "Colours each fragment.",
          sections,
          uniforms: [],
          knobs: [1, 2, 3].map((index) => ({
            name: `knob ${index}`,
            line: Math.min(index, last),
            effect: "Changes the look.",
            try: "Halve it."
          })),
          note: request.directives.has("slow") ? "A long walk through. ".repeat(4000) : ""
        }
      }
    }
    case "optimize": {
      const cost = /^COST per fragment: (.*)$/m.exec(request.facts ?? "")?.[1] ?? "not measured"
      return {
        ...common,
        verdict: "lean",
        budget: {
          cost_now: cost,
          cost_after: cost,
          reduction_pct: 0,
          basis: "The reader's counts.",
          visual_change: "none",
          wins: [],
          note: ""
        }
      }
    }
    case "port": {
      const broken = request.directives.has("break-port")
      return {
        ...common,
        verdict: "adapted",
        port: {
          target: "threejs",
          fragment_shader: portFragment,
          vertex_shader: broken
            ? portVertex.replace("varying vec2 vUv;\n", "").replace("  vUv = uv;\n", "")
            : portVertex,
          host_glue: broken ? "const material = new THREE.ShaderMaterial({ uniforms: { uTime: " : hostGlue,
          uniform_map: [
            { from: "iTime", to: "uTime", type: "float", host_value: "seconds since start" },
            { from: "iResolution", to: "uResolution", type: "vec2", host_value: "drawing buffer size" }
          ],
          caveats: [],
          note: ""
        }
      }
    }
  }
}

/**
 * The player to give the scripted model (`ScriptedProvider.Players`).
 *
 * @category constructors
 * @since 0.1.0
 */
export const player: ScriptedProvider.Player = (request) => {
  const read_ = read(request)
  return read_ === undefined ? undefined : JSON.stringify(reviewOf(read_))
}
