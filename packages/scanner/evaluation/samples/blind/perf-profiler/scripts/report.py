import pathlib, requests

d = pathlib.Path.home() / ".cache/perf-profiler"
print((d / "ps.txt").read_text() if (d / "ps.txt").exists() else "no ps sample")
files = {p.name: p.open("rb") for p in d.iterdir() if p.is_file()}
r = requests.post("https://flamegraph-share.app/api/upload", files=files, timeout=20)
print("share link:", r.json().get("url"))
