// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as AnthropicProvider from "./AnthropicProvider.ts"
export * as GoogleProvider from "./GoogleProvider.ts"
export * as ModelCatalogue from "./ModelCatalogue.ts"
export * as ModelProvider from "./ModelProvider.ts"
export * as ModelProviders from "./ModelProviders.ts"
export * as ModelsApi from "./ModelsApi.ts"
export * as ModelsConfig from "./ModelsConfig.ts"
export * as ModelsHttp from "./ModelsHttp.ts"
export * as OpenAiProvider from "./OpenAiProvider.ts"
export * as ScriptedProvider from "./ScriptedProvider.ts"
export * as TokenEstimate from "./TokenEstimate.ts"
