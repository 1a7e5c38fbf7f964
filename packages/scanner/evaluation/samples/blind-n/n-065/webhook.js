const Stripe = require("stripe");
const stripe = Stripe(process.env.STRIPE_SECRET_KEY);
const processed = new Set(); // replace with a DB table in production

module.exports = async function handler(req, res) {
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.headers["stripe-signature"], process.env.STRIPE_WEBHOOK_SECRET);
  } catch (err) {
    return res.status(400).send(`signature verification failed`);
  }
  if (processed.has(event.id)) return res.sendStatus(200);
  processed.add(event.id);
  switch (event.type) {
    case "payment_intent.succeeded":
      // fulfil the order identified by metadata.order_id
      break;
    case "charge.refunded":
      break;
  }
  res.sendStatus(200);
};
