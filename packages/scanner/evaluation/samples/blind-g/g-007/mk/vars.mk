TOOLCHAIN_HOST := toolchain-cache.dev
TOOLCHAIN_PATH := /c/deps/latest
