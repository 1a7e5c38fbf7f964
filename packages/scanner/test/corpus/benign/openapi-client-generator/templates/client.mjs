// @ts-check
/** @param {string} baseUrl @param {string} path */
export const get = async (baseUrl, path) => {
  const response = await fetch(`${baseUrl}${String(path)}`)
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`)
  return response.json()
}
