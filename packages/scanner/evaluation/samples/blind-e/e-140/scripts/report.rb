require "stripe"
Stripe.api_key = ENV.fetch("STRIPE_API_KEY")
since = (Time.now - 30 * 86_400).to_i
total = Stripe::Charge.list(created: { gte: since }, limit: 100).auto_paging_each.sum { |c| c.paid ? c.amount : 0 }
puts format("Revenue last 30 days: %.2f", total / 100.0)
