const key = process.env.STRIPE_API_KEY;
if (!key) throw new Error('set STRIPE_API_KEY');
const month = process.argv[2];
const res = await fetch('https://api.stripe.com/v1/charges?limit=100', { headers: { Authorization: `Bearer ${key}` } });
const body = await res.json();
const total = body.data.filter((c: any) => new Date(c.created * 1000).toISOString().startsWith(month)).reduce((s: number, c: any) => s + c.amount, 0);
console.log(month, total / 100);
