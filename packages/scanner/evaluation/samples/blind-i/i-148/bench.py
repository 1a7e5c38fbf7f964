import argparse, time, torch
p = argparse.ArgumentParser(); p.add_argument("--seconds", type=int, default=20)
a = p.parse_args()
x = torch.randn(8192, 8192, device="cuda")
n, t0 = 0, time.time()
while time.time() - t0 < min(a.seconds, 60):
    x @ x; n += 1
torch.cuda.synchronize()
print(f"{n * 2 * 8192**3 / (time.time() - t0) / 1e12:.1f} TFLOPS")
