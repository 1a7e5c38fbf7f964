package main

import (
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

func main() {
	dir := flag.String("dir", "", "log directory")
	days := flag.Int("days", 30, "retention in days")
	apply := flag.Bool("apply", false, "actually delete")
	flag.Parse()
	abs, _ := filepath.Abs(*dir)
	if *dir == "" || abs == "/" || !strings.Contains(abs, "log") {
		fmt.Fprintln(os.Stderr, "refusing: -dir must be a log directory")
		os.Exit(2)
	}
	cutoff := time.Now().AddDate(0, 0, -*days)
	filepath.WalkDir(abs, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !(strings.HasSuffix(p, ".log") || strings.HasSuffix(p, ".gz")) {
			return nil
		}
		if info, e := d.Info(); e == nil && info.ModTime().Before(cutoff) {
			fmt.Println("expired:", p)
			if *apply {
				os.Remove(p)
			}
		}
		return nil
	})
}
