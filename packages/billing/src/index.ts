// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as Billing from "./Billing.ts"
export * as BillingApi from "./BillingApi.ts"
export * as BillingAuthentication from "./BillingAuthentication.ts"
export * as BillingHooks from "./BillingHooks.ts"
export * as BillingHttp from "./BillingHttp.ts"
export * as BillingMigrations from "./BillingMigrations.ts"
export * as PaymentProvider from "./PaymentProvider.ts"
export * as Plans from "./Plans.ts"
export * as StripeProvider from "./StripeProvider.ts"
export * as WebhookSignature from "./WebhookSignature.ts"
