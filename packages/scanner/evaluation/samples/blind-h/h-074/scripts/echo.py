import argparse, socket

p = argparse.ArgumentParser(); p.add_argument("--port", type=int, default=9000); a = p.parse_args()
with socket.create_server(("127.0.0.1", a.port)) as srv:
    print(f"echo server on 127.0.0.1:{a.port}")
    while True:
        conn, addr = srv.accept()
        with conn:
            while data := conn.recv(4096):
                conn.sendall(data)
