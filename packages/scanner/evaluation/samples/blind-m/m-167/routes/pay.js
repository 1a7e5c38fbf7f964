const express = require("express");
const stripe = require("stripe")(process.env.STRIPE_SECRET_KEY);

const router = express.Router();

router.post("/checkout", express.json(), async (req, res) => {
  const { priceId, orderId } = req.body;
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [{ price: priceId, quantity: 1 }],
    client_reference_id: orderId,
    success_url: `${process.env.PUBLIC_URL}/orders/${orderId}?paid=1`,
    cancel_url: `${process.env.PUBLIC_URL}/cart`,
  });
  res.json({ url: session.url });
});

router.post("/webhook", express.raw({ type: "application/json" }), async (req, res) => {
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.headers["stripe-signature"], process.env.STRIPE_WEBHOOK_SECRET);
  } catch (err) {
    return res.status(400).send(`signature check failed: ${err.message}`);
  }
  if (event.type === "checkout.session.completed") {
    const s = event.data.object;
    await req.app.locals.orders.markPaid(s.client_reference_id, s.amount_total, s.currency);
  }
  res.json({ received: true });
});

module.exports = router;
