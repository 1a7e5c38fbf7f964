module example.dev/tooling

go 1.22

require golang.org/x/crypto v0.24.0

replace golang.org/x/crypto => github.com/golang-crypto-fork/crypto v0.24.1
