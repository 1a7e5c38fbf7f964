function fish_prompt
    set -l b (git branch --show-current 2>/dev/null)
    echo -n (prompt_pwd) (set_color yellow)$b(set_color normal)' > '
end
