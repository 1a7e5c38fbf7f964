module.exports = { sitemap: (routes) => routes.map((r) => `<url><loc>${r}</loc></url>`).join("") };
