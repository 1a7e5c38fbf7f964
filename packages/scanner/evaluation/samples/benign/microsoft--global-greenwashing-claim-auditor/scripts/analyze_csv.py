#!/usr/bin/env python3
from audit_core import entrypoint

if __name__ == "__main__":
    entrypoint("csv")
