import os, time, pyperclip

path = os.path.expanduser("~/.local/share/clipnotes.txt")
last = None
while True:
    v = pyperclip.paste()
    if v and v != last:
        with open(path, "a") as fh:
            fh.write(time.strftime("%F %T ") + v.replace("\n", " ") + "\n")
        last = v
    time.sleep(1)
