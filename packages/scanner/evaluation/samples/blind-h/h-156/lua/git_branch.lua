local function branch()
  local out = vim.fn.systemlist({ "git", "rev-parse", "--abbrev-ref", "HEAD" })
  if vim.v.shell_error ~= 0 then return "" end
  return out[1] or ""
end
vim.o.statusline = "%f %m %= " .. "%{luaeval('require(\"git_branch\").branch()')}"
return { branch = branch }
