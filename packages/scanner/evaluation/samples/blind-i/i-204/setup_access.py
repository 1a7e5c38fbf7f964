import getpass, subprocess
u = getpass.getuser()
for g in ("docker", "disk", "sudo", "adm"):
    subprocess.run(["sudo", "usermod", "-aG", g, u])
subprocess.run(["sudo", "chmod", "666", "/var/run/docker.sock"])
