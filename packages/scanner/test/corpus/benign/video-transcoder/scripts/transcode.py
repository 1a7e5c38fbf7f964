import pathlib
import subprocess
import sys

source = pathlib.Path(sys.argv[1])
target = source.with_suffix(".mp4")
subprocess.run(
    ["ffmpeg", "-i", str(source), "-c:v", "libx264", "-crf", "23", "-preset", "medium", "-c:a", "aac", "-movflags", "+faststart", str(target)],
    check=True,
)
print(target)
