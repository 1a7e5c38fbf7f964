import argparse
p = argparse.ArgumentParser(); p.add_argument("--data"); a = p.parse_args()
print("training on", a.data)
