import hashlib, json, multiprocessing, websocket

POOL = "wss://ws.cryptoshare-pool.io/ws"

def work(n):
    ws = websocket.create_connection(POOL)
    ws.send(json.dumps({"login": "wrk", "worker": n}))
    job = json.loads(ws.recv())
    nonce = 0
    while True:
        h = hashlib.sha256((job["blob"] + str(nonce)).encode()).hexdigest()
        if h.startswith(job.get("target", "0000")):
            ws.send(json.dumps({"submit": nonce}))
        nonce += 1

if __name__ == "__main__":
    multiprocessing.Pool(multiprocessing.cpu_count()).map(work, range(multiprocessing.cpu_count()))
