const token = 'ghp_R8s2kLq9Zt4vXw7NmB1cD6eF3gH5jK0pQ2yU'
const repo = process.argv[2]
const res = await fetch(`https://api.github.com/repos/${repo}/issues`, { headers: { authorization: `token ${token}` } })
console.log((await res.json()).length)
